package com.example.conversion;

import com.google.protobuf.ByteString;
import io.temporal.api.common.v1.Payload;
import io.temporal.common.converter.EncodingKeys;
import io.temporal.payload.codec.PayloadCodec;
import io.temporal.payload.codec.PayloadCodecException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.annotation.Nonnull;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;

public class EncryptionCodec implements PayloadCodec {

  static final ByteString ENCODING = ByteString.copyFromUtf8("binary/encrypted");
  static final String KEY_ID_HEADER = "encryption-key-id";
  private static final int IV_LENGTH = 12;
  private static final int TAG_BITS = 128;

  private final String currentKeyId;
  private final Map<String, SecretKey> keys; // all keys that may still appear in histories
  private final SecureRandom random = new SecureRandom();

  public EncryptionCodec(String currentKeyId, Map<String, SecretKey> keys) {
    this.currentKeyId = currentKeyId;
    this.keys = keys;
  }

  @Nonnull
  @Override
  public List<Payload> encode(@Nonnull List<Payload> payloads) {
    return payloads.stream().map(this::encrypt).collect(Collectors.toList());
  }

  @Nonnull
  @Override
  public List<Payload> decode(@Nonnull List<Payload> payloads) {
    return payloads.stream().map(this::decrypt).collect(Collectors.toList());
  }

  private Payload encrypt(Payload payload) {
    try {
      byte[] iv = new byte[IV_LENGTH];
      random.nextBytes(iv);
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.ENCRYPT_MODE, keys.get(currentKeyId), new GCMParameterSpec(TAG_BITS, iv));
      // Encrypt the whole serialised payload, metadata included.
      byte[] cipherText = cipher.doFinal(payload.toByteArray());
      byte[] data = ByteBuffer.allocate(iv.length + cipherText.length).put(iv).put(cipherText).array();
      // highlight-start
      return Payload.newBuilder()
          .putMetadata(EncodingKeys.METADATA_ENCODING_KEY, ENCODING)
          .putMetadata(KEY_ID_HEADER, ByteString.copyFrom(currentKeyId, StandardCharsets.UTF_8))
          .setData(ByteString.copyFrom(data))
          .build();
      // highlight-end
    } catch (Exception e) {
      throw new PayloadCodecException(e);
    }
  }

  private Payload decrypt(Payload payload) {
    if (!ENCODING.equals(payload.getMetadataOrDefault(EncodingKeys.METADATA_ENCODING_KEY, null))) {
      return payload; // not ours: leave it unchanged
    }
    try {
      String keyId = payload.getMetadataOrThrow(KEY_ID_HEADER).toString(StandardCharsets.UTF_8);
      byte[] data = payload.getData().toByteArray();
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.DECRYPT_MODE, keys.get(keyId), new GCMParameterSpec(TAG_BITS, data, 0, IV_LENGTH));
      byte[] plain = cipher.doFinal(data, IV_LENGTH, data.length - IV_LENGTH);
      return Payload.parseFrom(plain);
    } catch (Exception e) {
      throw new PayloadCodecException(e);
    }
  }
}
