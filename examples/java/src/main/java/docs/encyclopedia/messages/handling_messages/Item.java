package docs.encyclopedia.messages.handling_messages;

/** Context for docs/encyclopedia/messages/handling-messages.mdx: a cart line. */
public class Item {
  private String sku;
  private int qty;

  public Item() {}

  public Item(String sku, int qty) {
    this.sku = sku;
    this.qty = qty;
  }

  public String getSku() {
    return sku;
  }

  public int getQty() {
    return qty;
  }
}
