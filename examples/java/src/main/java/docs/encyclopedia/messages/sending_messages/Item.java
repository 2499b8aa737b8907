package docs.encyclopedia.messages.sending_messages;

/** Context for docs/encyclopedia/messages/sending-messages.mdx (not shown there). */
public class Item {
  public String sku;
  public int qty;

  public Item() {}

  public Item(String sku, int qty) {
    this.sku = sku;
    this.qty = qty;
  }
}
