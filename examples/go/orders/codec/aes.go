package codec

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"fmt"
	"io"

	commonpb "go.temporal.io/api/common/v1"
	"go.temporal.io/sdk/converter"
	"google.golang.org/protobuf/proto"
)

const (
	encodingEncrypted = "binary/encrypted"
	metadataKeyID     = "encryption-key-id"
)

// AESCodec encrypts payloads with AES-GCM. Keys maps key IDs to 32-byte keys.
type AESCodec struct {
	KeyID string
	Keys  map[string][]byte
}

func (c *AESCodec) Encode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	out := make([]*commonpb.Payload, len(payloads))
	for i, p := range payloads {
		plain, err := proto.Marshal(p)
		if err != nil {
			return nil, err
		}
		// highlight-next-line
		sealed, err := seal(c.Keys[c.KeyID], plain)
		if err != nil {
			return nil, err
		}
		out[i] = &commonpb.Payload{
			Metadata: map[string][]byte{
				converter.MetadataEncoding: []byte(encodingEncrypted),
				metadataKeyID:              []byte(c.KeyID),
			},
			Data: sealed,
		}
	}
	return out, nil
}

func (c *AESCodec) Decode(payloads []*commonpb.Payload) ([]*commonpb.Payload, error) {
	out := make([]*commonpb.Payload, len(payloads))
	for i, p := range payloads {
		if string(p.GetMetadata()[converter.MetadataEncoding]) != encodingEncrypted {
			out[i] = p // not ours: pass through unchanged
			continue
		}
		key, ok := c.Keys[string(p.GetMetadata()[metadataKeyID])]
		if !ok {
			return nil, fmt.Errorf("unknown encryption key %q", p.GetMetadata()[metadataKeyID])
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
	if _, err := io.ReadFull(rand.Reader, nonce); err != nil {
		return nil, err
	}
	return gcm.Seal(nonce, nonce, plain, nil), nil
}

func open(key, sealed []byte) ([]byte, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	if len(sealed) < gcm.NonceSize() {
		return nil, fmt.Errorf("ciphertext too short")
	}
	nonce, ciphertext := sealed[:gcm.NonceSize()], sealed[gcm.NonceSize():]
	return gcm.Open(nil, nonce, ciphertext, nil)
}
