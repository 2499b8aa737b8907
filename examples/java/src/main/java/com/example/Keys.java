package com.example;

import java.util.Base64;
import java.util.Map;

/**
 * Context for WorkerMain on docs/encyclopedia/data-conversion/default-custom-data-converters.mdx
 * (not shown there): where the application keeps its AES keys. Here, one 32-byte key in the
 * environment, Base64-encoded; a real deployment reads them from a key management service.
 */
final class Keys {
  private Keys() {}

  static String currentId() {
    return System.getenv().getOrDefault("ENCRYPTION_KEY_ID", "key-1");
  }

  static Map<String, byte[]> all() {
    return Map.of(currentId(), Base64.getDecoder().decode(System.getenv("ENCRYPTION_KEY")));
  }
}
