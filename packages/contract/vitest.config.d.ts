declare const _default: import("vitest/config").UserWorkspaceConfig;
export default _default;
