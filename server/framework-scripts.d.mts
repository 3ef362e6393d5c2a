/** See framework-scripts.mjs: whether an inline script's text is one Next or React writes. */
export function isFrameworkScript(text: string): boolean;
export function reactRuntimeDefinitionCount(): number;
