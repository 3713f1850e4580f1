/*
 * The MCP area: `/mcp`, the Model Context Protocol's streamable HTTP transport over the public
 * API, for the holders of an API key (docs/decisions/0056). app.ts mounts it; nothing else
 * imports it.
 */
export { MCP_PATH, type McpDeps, mcpRoutes } from './endpoint';
