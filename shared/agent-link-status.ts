/**
 * The states of a broker's link to an agency (agent_agencies.status). Only 'active' — an
 * invitation the broker accepted — lets the agency see or change the broker's listings.
 */
export const AGENT_LINK_STATUSES = ["pending", "active", "declined", "ended"] as const;
export type AgentLinkStatus = (typeof AGENT_LINK_STATUSES)[number];
