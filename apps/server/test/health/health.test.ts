import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';

describe('GET /api/health', () => {
  it('reports a healthy service with its database and version', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'healthy', database: 'connected', version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
    });
  });

  it('answers 503 unhealthy when the database cannot be reached', async () => {
    const { app, database } = await createTestApp();
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: 'DATABASE_UNAVAILABLE' },
      data: { status: 'unhealthy', database: 'disconnected' },
    });
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI description generated from the contract', async () => {
    const { app } = await createTestApp();
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');

    const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/me',
        '/api/auth/change-password',
        '/api/auth/logout',
        '/api/auth/refresh-token',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
      ]),
    );
    const registerBody = document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(registerBody.required).toEqual(expect.arrayContaining(['email', 'username', 'password', 'profile', 'role']));
    expect(registerBody.properties.role.enum).toEqual(['client', 'coach']);
  });
});
