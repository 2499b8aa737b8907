// Ejected from @docusaurus/theme-classic 3.8.1 (lib/theme/Tabs), with the choice shared between tab
// groups (theme-common's useTabs: the groupId's storage slot and the query string) reaching the OTHER
// groups after the click has painted, in a transition. The clicked group switches at once; the storage
// slot and the URL are written once it has painted, and the other groups re-render in slices, so a
// page with many groups answers the click within one frame. The clicked tab is held at its height in
// the viewport until those groups have switched (holdInPlace).
import React, {
  cloneElement,
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {useStorageSlot} from '@docusaurus/theme-common';
import {sanitizeTabsChildren, useQueryStringValue, type TabValue} from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import {afterNextPaint} from '@site/src/lib/afterNextPaint';
import {holdElementInPlace, restoreHeldElement} from './holdInPlace';
import styles from './styles.module.css';

type TabsProps = Props;

function tabValuesOf({values, children}: TabsProps): readonly TabValue[] {
  const list =
    values ??
    sanitizeTabsChildren(children).map(({props: {value, label, attributes, default: isDefault}}) => ({
      value,
      label,
      attributes,
      default: isDefault,
    }));
  const seen = new Set<string>();
  for (const {value} of list) {
    if (seen.has(value)) {
      throw new Error(`Docusaurus error: Duplicate values "${value}" found in <Tabs>. Every value needs to be unique.`);
    }
    seen.add(value);
  }
  if (list.length === 0) {
    throw new Error('Docusaurus error: the <Tabs> component requires at least one <TabItem> children component');
  }
  return list;
}

function initialValue(defaultValue: string | null | undefined, tabValues: readonly TabValue[]): string {
  if (defaultValue) {
    if (!tabValues.some((tab) => tab.value === defaultValue)) {
      throw new Error(
        `Docusaurus error: The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${tabValues.map((tab) => tab.value).join(', ')}. If you intend to show no default tab, use defaultValue={null} instead.`,
      );
    }
    return defaultValue;
  }
  return (tabValues.find((tab) => tab.default) ?? tabValues[0]!).value;
}

function queryStringKey({queryString = false, groupId}: TabsProps): string | null {
  if (typeof queryString === 'string') return queryString;
  if (queryString === false) return null;
  if (!groupId) {
    throw new Error(
      'Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name. You can also provide an explicit value such as queryString="my-search-param".',
    );
  }
  return groupId;
}

/** theme-common's useTabs, except that a change of the shared choice arrives in a transition. */
function useSharedTabs(props: TabsProps) {
  const {defaultValue, groupId, values, children} = props;
  const tabValues = useMemo(() => tabValuesOf({values, children} as TabsProps), [values, children]);
  const isValid = (value: string | null): value is string => !!value && tabValues.some((tab) => tab.value === value);

  const history = useHistory();
  const queryKey = queryStringKey(props);
  const queryValue = useQueryStringValue(queryKey);
  const [storageValue, storageSlot] = useStorageSlot(groupId ? `docusaurus.tab.${groupId}` : null);
  const shared = queryValue ?? storageValue;
  const sharedValid = isValid(shared) ? shared : null;
  // The external stores update synchronously; this group follows them one transition later.
  const deferredShared = useDeferredValue(sharedValid);

  const [selectedValue, setSelectedValue] = useState(() => sharedValid ?? initialValue(defaultValue, tabValues));
  // Adopt a new shared choice during the render that brings it (no extra commit).
  const [adopted, setAdopted] = useState(deferredShared);
  if (adopted !== deferredShared) {
    setAdopted(deferredShared);
    if (deferredShared) setSelectedValue(deferredShared);
  }

  const selectValue = useCallback(
    (value: string, tab: Element) => {
      if (!tabValues.some((t) => t.value === value)) throw new Error(`Can't select invalid tab value=${value}`);
      setSelectedValue(value);
      if (!groupId && !queryKey) return;
      // Writing the storage slot and the URL (history.replaceState alone is several milliseconds on a
      // slow phone) waits until the clicked group has painted; the other groups then follow.
      afterNextPaint(() => {
        // They switch only if the shared choice changes; hold the tab in place until they have.
        const current = (queryKey && new URLSearchParams(history.location.search).get(queryKey)) || storageSlot.get();
        if (value !== current) holdElementInPlace(tab);
        if (groupId) storageSlot.set(value);
        if (queryKey) {
          const search = new URLSearchParams(history.location.search);
          search.set(queryKey, value);
          // The router re-renders the whole route on a location change: a transition, in slices.
          startTransition(() => history.replace({...history.location, search: search.toString()}));
        }
      });
    },
    [tabValues, groupId, storageSlot, queryKey, history],
  );

  // The commit that brings a new shared choice to this group: put the clicked tab back in place.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (mounted.current) queueMicrotask(restoreHeldElement);
    mounted.current = true;
  }, [deferredShared]);

  return {selectedValue, selectValue, tabValues};
}

type Tabs = ReturnType<typeof useSharedTabs>;

function TabList({className, block, selectedValue, selectValue, tabValues}: TabsProps & Tabs): ReactNode {
  const tabRefs: (HTMLLIElement | null)[] = [];
  const handleTabChange = (event: MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) selectValue(newTabValue, newTab);
  };
  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null | undefined = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) + 1] ?? tabRefs[0];
        break;
      case 'ArrowLeft':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) - 1] ?? tabRefs[tabRefs.length - 1];
        break;
      default:
        break;
    }
    focusElement?.focus();
  };
  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tabControl) => {
            tabRefs.push(tabControl);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

/** Re-renders only when the selection or the panels change, not on each store update. */
const TabContent = memo(function TabContent({
  lazy,
  children,
  selectedValue,
}: {
  lazy?: boolean;
  children: ReactElement<TabItemProps>[];
  selectedValue: string;
}): ReactNode {
  const childTabs = children.filter(Boolean);
  if (lazy) {
    const selectedTabItem = childTabs.find((tabItem) => tabItem.props.value === selectedValue);
    if (!selectedTabItem) return null;
    return cloneElement(selectedTabItem, {className: clsx('margin-top--md', selectedTabItem.props.className)});
  }
  return (
    <div className="margin-top--md">
      {childTabs.map((tabItem, i) => cloneElement(tabItem, {key: i, hidden: tabItem.props.value !== selectedValue}))}
    </div>
  );
});

function TabsComponent(props: TabsProps & {children: ReactElement<TabItemProps>[]}): ReactNode {
  const tabs = useSharedTabs(props);
  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <TabList {...props} {...tabs} />
      <TabContent lazy={props.lazy} selectedValue={tabs.selectedValue}>
        {props.children}
      </TabContent>
    </div>
  );
}

export default function Tabs(props: TabsProps): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <TabsComponent
      // Remount after hydration, as the theme does (facebook/docusaurus#5653).
      key={String(isBrowser)}
      {...props}>
      {sanitizeTabsChildren(props.children)}
    </TabsComponent>
  );
}
