package docs.develop.java.asynchronous_activity_completion;

import io.temporal.activity.Activity;
import io.temporal.activity.ManualActivityCompletionClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** An Activity that completes from an asynchronous HTTP client's callback in the same Worker. */
public class PageFetchActivitiesImpl implements PageFetchActivities {

  private final HttpClient httpClient = HttpClient.newHttpClient();

  @Override
  public String fetch(String url) {
    HttpRequest request = HttpRequest.newBuilder(URI.create(url)).build();
    // region: local-manual-completion
    ManualActivityCompletionClient completion = Activity.getExecutionContext().useLocalManualCompletion();
    httpClient
        .sendAsync(request, HttpResponse.BodyHandlers.ofString())
        .whenComplete(
            (response, error) -> {
              if (error != null) {
                completion.fail(error);
              } else {
                completion.complete(response.body());
              }
            });
    return null; // ignored
    // endregion: local-manual-completion
  }
}
