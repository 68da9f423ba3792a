import 'server-only';

/** Reads a JSON body; a broken body is a validation error, not a crash. */
export async function readJson(req: { json: () => Promise<unknown> }): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    return {};
  }
}
