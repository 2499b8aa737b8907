import {describe, expect, it} from 'vitest';
import anchors from '../../../config/anchors.json';
import {renamedAnchor} from '../legacyAnchors';

const map = {
  '/tasks': {'activity-task': 'activity-tasks'},
  '/cloud/tcld/namespace': {'list-1': 'accepted-client-ca-list'},
  '/workflows': {status: '/workflow-execution#statuses'},
};
const ids = new Set(['activity-tasks', 'accepted-client-ca-list', 'workflow-tasks']);
const exists = (id: string) => ids.has(id);

describe('renamedAnchor', () => {
  it('maps an old anchor that names no element to the new one, with or without a trailing slash', () => {
    expect(renamedAnchor(map, '/tasks', '#activity-task', exists)).toBe('activity-tasks');
    expect(renamedAnchor(map, '/cloud/tcld/namespace/', '#list-1', exists)).toBe('accepted-client-ca-list');
  });

  it("maps an anchor whose heading moved to another page to that page's location", () => {
    expect(renamedAnchor(map, '/workflows', '#status', exists)).toBe('/workflow-execution#statuses');
    expect(renamedAnchor(map, '/workflows', '#statuses', exists)).toBeNull();
  });

  it('leaves a current anchor, an unknown one, another page and a missing target alone', () => {
    expect(renamedAnchor(map, '/tasks', '#workflow-tasks', exists)).toBeNull();
    expect(renamedAnchor(map, '/tasks', '#nothing-here', exists)).toBeNull();
    expect(renamedAnchor(map, '/workers', '#activity-task', exists)).toBeNull();
    expect(renamedAnchor(map, '/tasks', '', exists)).toBeNull();
    expect(renamedAnchor(map, '/tasks', '#activity-task', () => false)).toBeNull();
  });

  it('config/anchors.json maps each route to old → new anchors that differ, in kebab case, or to a location on another page', () => {
    const entries = Object.entries(anchors).filter(([route]) => route !== '$comment');
    expect(entries.length).toBeGreaterThan(5);
    for (const [route, renames] of entries) {
      expect(route).toMatch(/^\/[a-z0-9/-]*[a-z0-9]$/);
      for (const [old, next] of Object.entries(renames as Record<string, string>)) {
        expect(old).not.toBe(next);
        expect(next).toMatch(/^(\/[a-z0-9/-]*[a-z0-9](#[a-z0-9-]+)?|[a-z0-9-]+)$/);
      }
    }
  });
});
