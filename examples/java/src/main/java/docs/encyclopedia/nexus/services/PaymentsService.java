package docs.encyclopedia.nexus.services;

// region: service
import io.nexusrpc.Operation;
import io.nexusrpc.Service;

// highlight-next-line
@Service(name = "payments")
public interface PaymentsService {
  class ChargeInput {
    public String orderId;
    public int cents;
  }

  class ChargeOutput {
    public String receiptId;
  }

  @Operation
  ChargeOutput charge(ChargeInput input);
}
// endregion: service
