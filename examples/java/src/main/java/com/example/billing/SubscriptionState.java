package com.example.billing;

public class SubscriptionState {
  public String customerId;
  public int periodsBilled;
  public boolean cancelled;

  public SubscriptionState() {} // required by Jackson

  public SubscriptionState(String customerId) {
    this.customerId = customerId;
  }
}
