package codec

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"fmt"

	commonpb "go.temporal.io/api/common/v1"
	"go.temporal.io/sdk/converter"
	"google.golang.org/protobuf/proto"
)

const (
	EncodingEncrypted = "binary/encrypted"
	MetadataKeyID     = "encryption-key-id"
)

// EncryptionCodec encrypts whole Payloads with AES-256-GCM.
type EncryptionCodec struct {
	CurrentKeyID string
	Keys         map[string][]byte // key ID -> 32-byte key
}

func (c *EncryptionCodec) Encode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	key, ok := c.Keys[c.CurrentKeyID]
	if !ok {
		return nil, fmt.Errorf("codec: no key with ID %q", c.CurrentKeyID)
	}
	out := make([]*commonpb.Payload, len(payloads))
	for i, p := range payloads {
		plain, err := proto.Marshal(p)
		if err != nil {
			return nil, err
		}
		sealed, err := seal(key, plain)
		if err != nil {
			return nil, err
		}
		out[i] = &commonpb.Payload{
			Metadata: map[string][]byte{
				converter.MetadataEncoding: []byte(EncodingEncrypted),
				MetadataKeyID:              []byte(c.CurrentKeyID),
			},
			Data: sealed,
		}
	}
	return out, nil
}

func (c *EncryptionCodec) Decode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	out := make([]*commonpb.Payload, len(payloads))
	for i, p := range payloads {
		// highlight-next-line
		if string(p.GetMetadata()[converter.MetadataEncoding]) != EncodingEncrypted {
			out[i] = p // not ours
			continue
		}
		keyID := string(p.GetMetadata()[MetadataKeyID])
		key, ok := c.Keys[keyID]
		if !ok {
			return nil, fmt.Errorf("codec: no key with ID %q", keyID)
		}
		plain, err := open(key, p.GetData())
		if err != nil {
			return nil, err
		}
		decoded := &commonpb.Payload{}
		if err := proto.Unmarshal(plain, decoded); err != nil {
			return nil, err
		}
		out[i] = decoded
	}
	return out, nil
}

func seal(key, plain []byte) ([]byte, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return gcm.Seal(nonce, nonce, plain, nil), nil
}

func open(key, data []byte) ([]byte, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	if len(data) < gcm.NonceSize() {
		return nil, fmt.Errorf("codec: ciphertext too short")
	}
	return gcm.Open(nil, data[:gcm.NonceSize()], data[gcm.NonceSize():], nil)
}
