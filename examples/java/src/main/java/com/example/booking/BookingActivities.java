package com.example.booking;

import io.temporal.activity.ActivityInterface;

@ActivityInterface
public interface BookingActivities {
  String reserveHotel(String tripId);

  void confirm(String tripId, String hotelId);

  void releaseHotel(String tripId, String hotelId);
}
