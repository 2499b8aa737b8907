package com.example;

import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import io.temporal.api.common.v1.Payload;
import io.temporal.common.converter.EncodingKeys;
import io.temporal.payload.codec.PayloadCodec;
import io.temporal.payload.codec.PayloadCodecException;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public final class EncryptionCodec implements PayloadCodec {
  static final ByteString ENCODING = ByteString.copyFromUtf8("binary/encrypted");
  static final String KEY_ID = "encryption-key-id";
  private static final int NONCE_BYTES = 12;
  private static final int TAG_BITS = 128;

  private final String currentKeyId;
  private final Map<String, byte[]> keys; // key ID -> 32-byte key
  private final SecureRandom random = new SecureRandom();

  public EncryptionCodec(String currentKeyId, Map<String, byte[]> keys) {
    this.currentKeyId = currentKeyId;
    this.keys = Map.copyOf(keys);
  }

  @Override
  public List<Payload> encode(List<Payload> payloads) {
    List<Payload> out = new ArrayList<>(payloads.size());
    for (Payload p : payloads) {
      byte[] nonce = new byte[NONCE_BYTES];
      random.nextBytes(nonce);
      byte[] sealed = crypt(Cipher.ENCRYPT_MODE, currentKeyId, nonce, p.toByteArray());
      out.add(
          Payload.newBuilder()
              .putMetadata(EncodingKeys.METADATA_ENCODING_KEY, ENCODING)
              .putMetadata(KEY_ID, ByteString.copyFromUtf8(currentKeyId))
              .setData(ByteString.copyFrom(nonce).concat(ByteString.copyFrom(sealed)))
              .build());
    }
    return out;
  }

  @Override
  public List<Payload> decode(List<Payload> payloads) {
    List<Payload> out = new ArrayList<>(payloads.size());
    for (Payload p : payloads) {
      // highlight-next-line
      if (!ENCODING.equals(p.getMetadataOrDefault(EncodingKeys.METADATA_ENCODING_KEY, null))) {
        out.add(p); // not ours
        continue;
      }
      String keyId = p.getMetadataOrThrow(KEY_ID).toStringUtf8();
      byte[] data = p.getData().toByteArray();
      byte[] nonce = java.util.Arrays.copyOfRange(data, 0, NONCE_BYTES);
      byte[] sealed = java.util.Arrays.copyOfRange(data, NONCE_BYTES, data.length);
      try {
        out.add(Payload.parseFrom(crypt(Cipher.DECRYPT_MODE, keyId, nonce, sealed)));
      } catch (InvalidProtocolBufferException e) {
        throw new PayloadCodecException(e);
      }
    }
    return out;
  }

  private byte[] crypt(int mode, String keyId, byte[] nonce, byte[] input) {
    byte[] key = keys.get(keyId);
    if (key == null) {
      throw new PayloadCodecException("No encryption key with ID " + keyId);
    }
    try {
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(mode, new SecretKeySpec(key, "AES"), new GCMParameterSpec(TAG_BITS, nonce));
      return cipher.doFinal(input);
    } catch (GeneralSecurityException e) {
      throw new PayloadCodecException(e);
    }
  }
}
