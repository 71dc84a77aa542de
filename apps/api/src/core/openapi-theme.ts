/**
 * The documentation page's own styles (swagger-ui's theme option): the badges, links and the
 * Authorize button in colours that reach WCAG AA contrast on their backgrounds (axe, e2e apiDocs);
 * an example is shown whole, never as a scrolling box a keyboard cannot reach (axe's
 * scrollable-region-focusable).
 */
export const DOCS_THEME = `
.swagger-ui .highlight-code > .microlight { max-height: none !important; overflow: visible !important; white-space: pre-wrap; word-break: break-word; }
.swagger-ui .info .title small { background: #4a5260; }
.swagger-ui .info .title small.version-stamp { background: #2e5a00; }
.swagger-ui .info .title small pre { color: #fff; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1a4a8a; }
.swagger-ui .btn.authorize { color: #14572f; border-color: #14572f; }
.swagger-ui .btn.authorize span { color: #14572f; }
.swagger-ui .btn.authorize svg { fill: #14572f; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f5fa8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1b6e45; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8f4f00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0b6b5d; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #a8231b; }
`;
