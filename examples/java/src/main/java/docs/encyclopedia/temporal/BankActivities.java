package docs.encyclopedia.temporal;

import io.temporal.activity.ActivityInterface;

/** Context for docs/encyclopedia/temporal.mdx (not shown there). */
@ActivityInterface
public interface BankActivities {
  void withdraw(String account, long amount);

  void deposit(String account, long amount);

  void refund(String account, long amount);
}
