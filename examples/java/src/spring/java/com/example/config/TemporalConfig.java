package com.example.config;

import io.temporal.client.WorkflowClientOptions;
import io.temporal.common.converter.DataConverter;
import io.temporal.common.converter.DefaultDataConverter;
import io.temporal.spring.boot.TemporalOptionsCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class TemporalConfig {

  @Bean
  public TemporalOptionsCustomizer<WorkflowClientOptions.Builder> clientIdentity() {
    return builder -> builder.setIdentity("orders-service");
  }

  // A DataConverter bean replaces the default converter for clients and Workers.
  @Bean
  public DataConverter mainDataConverter() {
    return DefaultDataConverter.newDefaultInstance();
  }
}
