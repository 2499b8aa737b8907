// The codec that the Payload Codec page shows.
export { EncryptionCodec } from '../payload-codec/encryption-codec';
