// The address of an API name's entry in its SDK's reference, from a manifests/api-links.json target
// (`page#anchor`) and the pinned version. Versioned where the reference site serves versions
// (pkg.go.dev, javadoc.io, rubydoc.info); python.temporal.io, typescript.temporal.io,
// dotnet.temporal.io and php.temporal.io serve only the latest release.

import type {Sdk} from '../../src/lib/sdkChoice';

const withAnchor = (url: string, anchor: string) => (anchor ? `${url}#${anchor}` : url);

export function apiUrl(sdk: Sdk, target: string, version: string): string {
  const hash = target.indexOf('#');
  const page = hash < 0 ? target : target.slice(0, hash);
  const anchor = hash < 0 ? '' : target.slice(hash + 1);
  switch (sdk) {
    case 'go':
      return withAnchor(`https://pkg.go.dev/go.temporal.io/sdk@v${version}/${page}`, anchor);
    case 'java': {
      const slash = page.indexOf('/');
      return withAnchor(
        `https://javadoc.io/doc/io.temporal/${page.slice(0, slash)}/${version}/${page.slice(slash + 1)}.html`,
        anchor,
      );
    }
    case 'python':
      return withAnchor(`https://python.temporal.io/${page}.html`, anchor);
    case 'typescript':
      return withAnchor(`https://typescript.temporal.io/api/${page}`, anchor);
    case 'dotnet':
      return withAnchor(`https://dotnet.temporal.io/api/${page}.html`, anchor);
    case 'php':
      return withAnchor(`https://php.temporal.io/classes/${page}.html`, anchor);
    case 'ruby':
      return withAnchor(`https://rubydoc.info/gems/temporalio/${version}/${page}`, anchor);
  }
}
