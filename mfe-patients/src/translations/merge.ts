/** The feature folders' trees merged into the one `patients` namespace (top-level keys differ per folder). */
export const mergeParts = (parts: readonly object[]): Record<string, unknown> => Object.assign({}, ...parts);
