// Command tcld-flags prints tcld's command tree as JSON: every command path with its aliases and
// its flags (names, Go flag type, default, required, environment variables). tcld's --help does
// not show a flag's type or whether it is required; this reads them from the same pinned module
// the binary is built from (see go.mod and scripts/tools/versions.json), for
// scripts/checks/cli-reference.mjs.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/temporalio/tcld/app"
	"github.com/urfave/cli/v2"
)

type flagInfo struct {
	Names    []string `json:"names"`
	Type     string   `json:"type"`
	Default  string   `json:"default"`
	Required bool     `json:"required"`
	Env      []string `json:"env,omitempty"`
	Hidden   bool     `json:"hidden,omitempty"`
}

type commandInfo struct {
	Path    string     `json:"path"`
	Aliases []string   `json:"aliases"`
	Flags   []flagInfo `json:"flags"`
}

func describe(f cli.Flag) flagInfo {
	info := flagInfo{Names: f.Names(), Type: strings.TrimPrefix(fmt.Sprintf("%T", f), "*cli.")}
	if r, ok := f.(cli.RequiredFlag); ok {
		info.Required = r.IsRequired()
	}
	if v, ok := f.(cli.VisibleFlag); ok {
		info.Hidden = !v.IsVisible()
	}
	if d, ok := f.(cli.DocGenerationFlag); ok {
		info.Default = d.GetDefaultText()
		if info.Default == "" {
			info.Default = d.GetValue()
		}
		info.Env = d.GetEnvVars()
	}
	return info
}

func walk(prefix string, cmds []*cli.Command, out *[]commandInfo) {
	for _, c := range cmds {
		if c == nil || c.Hidden {
			continue
		}
		p := strings.TrimSpace(prefix + " " + c.Name)
		info := commandInfo{Path: p, Aliases: c.Aliases, Flags: []flagInfo{}}
		for _, f := range c.Flags {
			info.Flags = append(info.Flags, describe(f))
		}
		*out = append(*out, info)
		walk(p, c.Subcommands, out)
	}
}

func main() {
	type ctor func() (app.CommandOut, error)
	ctors := []ctor{
		app.NewVersionCommand,
		func() (app.CommandOut, error) { return app.NewAccountCommand(nil) },
		func() (app.CommandOut, error) { return app.NewNamespaceCommand(nil) },
		func() (app.CommandOut, error) { return app.NewUserCommand(nil) },
		func() (app.CommandOut, error) { return app.NewUserGroupCommand(nil) },
		func() (app.CommandOut, error) { return app.NewRequestCommand(nil) },
		app.NewLoginCommand,
		app.NewLogoutCommand,
		app.NewCertificatesCommand,
		func() (app.CommandOut, error) { return app.NewAPIKeyCommand(nil) },
		app.NewFeatureCommand,
		func() (app.CommandOut, error) { return app.NewServiceAccountCommand(nil) },
		func() (app.CommandOut, error) { return app.NewNexusCommand(nil) },
		func() (app.CommandOut, error) { return app.NewMigrationCommand(nil) },
		func() (app.CommandOut, error) { return app.NewConnectivityRuleCommand(nil) },
	}
	var cmds []*cli.Command
	for _, c := range ctors {
		out, err := c()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		cmds = append(cmds, out.Command)
	}
	a, err := app.NewApp(app.AppParams{Commands: cmds})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	result := struct {
		GlobalFlags []flagInfo    `json:"globalFlags"`
		Commands    []commandInfo `json:"commands"`
	}{GlobalFlags: []flagInfo{}}
	for _, f := range a.Flags {
		result.GlobalFlags = append(result.GlobalFlags, describe(f))
	}
	walk("", a.Commands, &result.Commands)
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	_ = enc.Encode(result)
}
