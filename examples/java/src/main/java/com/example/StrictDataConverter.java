package com.example;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.temporal.common.converter.DataConverter;
import io.temporal.common.converter.DefaultDataConverter;
import io.temporal.common.converter.JacksonJsonPayloadConverter;

public final class StrictDataConverter {
  private StrictDataConverter() {}

  public static DataConverter create() {
    // Start from the SDK's mapper so Java time types and Optional keep working.
    ObjectMapper mapper = JacksonJsonPayloadConverter.newDefaultObjectMapper();
    // highlight-next-line
    mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    return DefaultDataConverter.newDefaultInstance()
        .withPayloadConverterOverrides(new JacksonJsonPayloadConverter(mapper));
  }
}
