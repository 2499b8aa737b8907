package docs.encyclopedia.temporal;

/** Context for docs/encyclopedia/temporal.mdx (not shown there). */
public class Transfer {
  private String from;
  private String to;
  private long amount;

  public String getFrom() {
    return from;
  }

  public String getTo() {
    return to;
  }

  public long getAmount() {
    return amount;
  }
}
