package strictjson

import (
	"bytes"
	"encoding/json"
	"fmt"

	commonpb "go.temporal.io/api/common/v1"
	"go.temporal.io/sdk/converter"
)

// PayloadConverter writes json/plain Payloads and decodes them strictly.
type PayloadConverter struct{}

func (PayloadConverter) Encoding() string { return converter.MetadataEncodingJSON }

func (c PayloadConverter) ToPayload(value interface{}) (*commonpb.Payload, error) {
	data, err := json.Marshal(value)
	if err != nil {
		return nil, fmt.Errorf("strictjson: encode %T: %w", value, err)
	}
	return &commonpb.Payload{
		Metadata: map[string][]byte{converter.MetadataEncoding: []byte(c.Encoding())},
		Data:     data,
	}, nil
}

func (PayloadConverter) FromPayload(payload *commonpb.Payload, valuePtr interface{}) error {
	dec := json.NewDecoder(bytes.NewReader(payload.GetData()))
	// highlight-next-line
	dec.DisallowUnknownFields()
	if err := dec.Decode(valuePtr); err != nil {
		return fmt.Errorf("strictjson: decode into %T: %w", valuePtr, err)
	}
	return nil
}

func (PayloadConverter) ToString(payload *commonpb.Payload) string {
	return string(payload.GetData())
}

// NewDataConverter keeps the default chain and swaps only the JSON converter.
func NewDataConverter() converter.DataConverter {
	return converter.NewCompositeDataConverter(
		converter.NewNilPayloadConverter(),
		converter.NewByteSlicePayloadConverter(),
		converter.NewProtoJSONPayloadConverter(),
		PayloadConverter{},
	)
}
