package com.example.orders;

import io.temporal.spring.boot.ActivityImpl;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

@Component
// highlight-next-line
@ActivityImpl(taskQueues = "my-task-queue")
public class InventoryActivitiesImpl implements InventoryActivities {

  private final JdbcTemplate jdbc;

  public InventoryActivitiesImpl(JdbcTemplate jdbc) {
    this.jdbc = jdbc;
  }

  @Override
  public String reserveStock(String sku, int quantity) {
    jdbc.update("update stock set reserved = reserved + ? where sku = ?", quantity, sku);
    return "res-" + sku;
  }

  @Override
  public void sendConfirmation(String orderId, String reservationId) {}
}
