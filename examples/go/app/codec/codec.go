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
	metadataEncoding = "binary/encrypted"
	metadataKeyID    = "encryption-key-id"
)

// Codec encrypts payloads with AES-256-GCM. Keys maps key IDs to 32-byte keys;
// ActiveKeyID selects the key used for new payloads.
type Codec struct {
	ActiveKeyID string
	Keys        map[string][]byte
}

func (c *Codec) aead(keyID string) (cipher.AEAD, error) {
	key, ok := c.Keys[keyID]
	if !ok {
		return nil, fmt.Errorf("unknown encryption key %q", keyID)
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

func (c *Codec) Encode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	gcm, err := c.aead(c.ActiveKeyID)
	if err != nil {
		return nil, err
	}
	out := make([]*commonpb.Payload, len(payloads))
	for i, p := range payloads {
		plain, err := proto.Marshal(p)
		if err != nil {
			return nil, err
		}
		nonce := make([]byte, gcm.NonceSize())
		if _, err := rand.Read(nonce); err != nil {
			return nil, err
		}
		out[i] = &commonpb.Payload{
			Metadata: map[string][]byte{
				converter.MetadataEncoding: []byte(metadataEncoding),
				metadataKeyID:              []byte(c.ActiveKeyID),
			},
			// highlight-next-line
			Data: gcm.Seal(nonce, nonce, plain, nil),
		}
	}
	return out, nil
}

func (c *Codec) Decode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	out := make([]*commonpb.Payload, len(payloads))
	for i, p := range payloads {
		if string(p.Metadata[converter.MetadataEncoding]) != metadataEncoding {
			out[i] = p // not encrypted by this codec
			continue
		}
		gcm, err := c.aead(string(p.Metadata[metadataKeyID]))
		if err != nil {
			return nil, err
		}
		ns := gcm.NonceSize()
		if len(p.Data) < ns {
			return nil, fmt.Errorf("ciphertext too short")
		}
		plain, err := gcm.Open(nil, p.Data[:ns], p.Data[ns:], nil)
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
