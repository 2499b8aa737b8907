package main

import (
	"log"
	"net/http"

	"github.com/prometheus/client_golang/prometheus/promhttp"
	otelprom "go.opentelemetry.io/otel/exporters/prometheus"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/contrib/opentelemetry"
)

func main() {
	exporter, err := otelprom.New() // registers with the default Prometheus registry
	if err != nil {
		log.Fatal(err)
	}
	provider := sdkmetric.NewMeterProvider(sdkmetric.WithReader(exporter))
	go func() { _ = http.ListenAndServe(":9000", promhttp.Handler()) }()

	c, err := client.Dial(client.Options{
		// highlight-next-line
		MetricsHandler: opentelemetry.NewMetricsHandler(opentelemetry.MetricsHandlerOptions{
			Meter: provider.Meter("temporal-sdk-go"),
		}),
	})
	if err != nil {
		log.Fatal(err)
	}
	defer c.Close()
	// create and run Workers with c
}
