package main

import (
	"log"
	"time"

	prom "github.com/prometheus/client_golang/prometheus"
	"github.com/uber-go/tally/v4"
	"github.com/uber-go/tally/v4/prometheus"
	"go.temporal.io/sdk/client"
	sdktally "go.temporal.io/sdk/contrib/tally"
)

func newPrometheusScope(listenAddress string) tally.Scope {
	cfg := prometheus.Configuration{
		ListenAddress: listenAddress, // for example "0.0.0.0:9090"; metrics are served on /metrics
		TimerType:     "histogram",
	}
	reporter, err := cfg.NewReporter(prometheus.ConfigurationOptions{
		Registry: prom.NewRegistry(),
		OnError:  func(err error) { log.Println("prometheus reporter error:", err) },
	})
	if err != nil {
		log.Fatalln(err)
	}
	scope, _ := tally.NewRootScope(tally.ScopeOptions{
		CachedReporter:  reporter,
		Separator:       prometheus.DefaultSeparator,
		SanitizeOptions: &sdktally.PrometheusSanitizeOptions,
	}, time.Second)
	return sdktally.NewPrometheusNamingScope(scope)
}

func dialWithMetrics() (client.Client, error) {
	return client.Dial(client.Options{
		// highlight-next-line
		MetricsHandler: sdktally.NewMetricsHandler(newPrometheusScope("0.0.0.0:9090")),
	})
}
