package com.example.payments;

/** Thrown by the Activity implementation when the card issuer declines. */
public class CardDeclinedException extends RuntimeException {
  public CardDeclinedException(String message) {
    super(message);
  }
}
