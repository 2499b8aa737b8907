// Wrap: registers our two admonition kinds (`:::competency`, `:::copycode`) next to
// Docusaurus's own, each with its own icon and default title.
import React, {type ReactNode} from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';

function CompetencyIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2 3 6.5v2L12 13l7-3.5V15h2V6.5L12 2zm-5 9.3V15c0 2.2 2.2 4 5 4s5-1.8 5-4v-3.7l-5 2.5-5-2.5z"
      />
    </svg>
  );
}

function CopyCodeIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8.6 16.6 4 12l4.6-4.6L7.2 6 1.2 12l6 6 1.4-1.4zm6.8 0L20 12l-4.6-4.6L16.8 6l6 6-6 6-1.4-1.4z"
      />
    </svg>
  );
}

function Competency(props: Props): ReactNode {
  return (
    <AdmonitionLayout
      {...props}
      className="alert alert--competency"
      icon={props.icon ?? <CompetencyIcon />}
      title={props.title ?? 'What you will learn'}>
      {props.children}
    </AdmonitionLayout>
  );
}

function CopyCode(props: Props): ReactNode {
  return (
    <AdmonitionLayout
      {...props}
      className="alert alert--copycode"
      icon={props.icon ?? <CopyCodeIcon />}
      title={props.title ?? 'Runnable sample'}>
      {props.children}
    </AdmonitionLayout>
  );
}

const AdmonitionTypes = {
  ...DefaultAdmonitionTypes,
  competency: Competency,
  copycode: CopyCode,
};

export default AdmonitionTypes;
