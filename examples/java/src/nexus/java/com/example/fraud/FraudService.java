package com.example.fraud;

import io.nexusrpc.Operation;
import io.nexusrpc.Service;

@Service
public interface FraudService {

  class ScoreInput {
    public String customerId;
    public long amountCents;

    public ScoreInput() {}

    public ScoreInput(String customerId, long amountCents) {
      this.customerId = customerId;
      this.amountCents = amountCents;
    }
  }

  class ScoreOutput {
    public int score;

    public ScoreOutput() {}

    public ScoreOutput(int score) {
      this.score = score;
    }
  }

  @Operation
  ScoreOutput quickScore(ScoreInput input);

  @Operation
  ScoreOutput deepReview(ScoreInput input);
}
