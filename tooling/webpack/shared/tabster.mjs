/**
 * What Module Federation shares as `tabster` (Fluent's focus management): the names
 * @fluentui/react-tabster imports, nothing else. The shell and every remote used to bundle their
 * own tree-shaken Tabster (~67 KB minified each, two copies behind one `window.__tabsterInstance`);
 * shared whole it would be ~123 KB. shared.cjs refuses to build if react-tabster imports a name
 * this list lacks (it would be undefined at run time) or this list keeps one it no longer imports.
 * The path, not `tabster`: that name is the share key, and this file would wait for itself.
 */
export {
  GroupperMoveFocusActions,
  GroupperMoveFocusEvent,
  GroupperMoveFocusEventName,
  GroupperTabbabilities,
  MoverDirections,
  MoverKeys,
  MoverMemorizedElementEvent,
  MoverMemorizedElementEventName,
  MoverMoveFocusEvent,
  MoverMoveFocusEventName,
  RestorerTypes,
  TABSTER_ATTRIBUTE_NAME,
  TabsterMoveFocusEvent,
  TabsterMoveFocusEventName,
  createTabster,
  dispatchGroupperMoveFocusEvent,
  dispatchMoverMoveFocusEvent,
  disposeTabster,
  getGroupper,
  getModalizer,
  getMover,
  getObservedElement,
  getRestorer,
  getTabsterAttribute,
} from 'tabster/dist/esm/index.js';
