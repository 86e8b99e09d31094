import * as Tabs from '@radix-ui/react-tabs';

/**
 * A Radix tab list whose tabs are plain text, one trigger a tab, named by `label` for assistive
 * technology. The list's and the triggers' look stay the caller's.
 */
export function TabList<V extends string>(props: {
  label: string;
  tabs: readonly { value: V; text: string }[];
  className: string;
  triggerClassName: string;
}) {
  return (
    <Tabs.List aria-label={props.label} className={props.className}>
      {props.tabs.map((tab) => (
        <Tabs.Trigger key={tab.value} value={tab.value} className={props.triggerClassName}>
          {tab.text}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
