package app

import (
	"errors"

	"go.temporal.io/sdk/temporal"
)

// IsBenign reports whether an error chain contains a benign ApplicationError.
func IsBenign(err error) bool {
	var appErr *temporal.ApplicationError
	return errors.As(err, &appErr) && appErr.Category() == temporal.ApplicationErrorCategoryBenign
}
