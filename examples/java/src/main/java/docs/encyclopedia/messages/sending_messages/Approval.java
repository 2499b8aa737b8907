package docs.encyclopedia.messages.sending_messages;

/** Context for docs/encyclopedia/messages/sending-messages.mdx (not shown there). */
public class Approval {
  public String by;

  public Approval() {}

  public Approval(String by) {
    this.by = by;
  }
}
