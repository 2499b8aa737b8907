package com.example.observability;

import io.temporal.common.SearchAttributeKey;

public final class SearchAttributeKeys {
  public static final SearchAttributeKey<String> CUSTOMER_ID =
      SearchAttributeKey.forKeyword("CustomerId");
  public static final SearchAttributeKey<String> ORDER_STATUS =
      SearchAttributeKey.forKeyword("OrderStatus");

  private SearchAttributeKeys() {}
}
