package main

import (
	"encoding/base64"
	"errors"
	"log"
	"net/http"

	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
)

func main() {
	c, err := client.Dial(client.Options{})
	if err != nil {
		log.Fatalln(err)
	}
	defer c.Close()

	http.HandleFunc("/approval-callback", func(w http.ResponseWriter, r *http.Request) {
		token, err := base64.StdEncoding.DecodeString(r.FormValue("token"))
		if err != nil {
			http.Error(w, "bad token", http.StatusBadRequest)
			return
		}
		switch r.FormValue("decision") {
		case "approved", "rejected":
			// highlight-next-line
			err = c.CompleteActivity(r.Context(), token, r.FormValue("decision"), nil)
		default:
			err = c.CompleteActivity(r.Context(), token, nil,
				temporal.NewNonRetryableApplicationError("invalid decision", "InvalidDecision", errors.New(r.FormValue("decision"))))
		}
		if err != nil {
			// For example: the Activity already completed or timed out.
			http.Error(w, err.Error(), http.StatusConflict)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
	log.Fatal(http.ListenAndServe(":8080", nil))
}
