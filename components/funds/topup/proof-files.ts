// Proof images chosen in the browser (SPEC sections 5 and 9: at most 3, png/gif/jpg/jpeg, 5 MB each).
// The server reads the magic bytes again; this only spares a useless upload. Pure.
import { PROOF_CONTENT_TYPES, PROOF_EXTENSIONS, PROOF_MAX_BYTES, PROOF_MAX_FILES } from '@/lib/contract/money-rules';

export type FileProblem = { key: 'fileType' | 'fileSize'; name: string } | { key: 'fileCount' };

/** The file input's `accept`. */
export const PROOF_ACCEPT = [...PROOF_EXTENSIONS.map((ext) => `.${ext}`), ...PROOF_CONTENT_TYPES].join(',');

function typeOk(file: Pick<File, 'name' | 'type'>): boolean {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const extOk = file.name.includes('.') && (PROOF_EXTENSIONS as readonly string[]).includes(ext);
  // Some systems give no type: the extension decides then.
  const mimeOk = !file.type || (PROOF_CONTENT_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return extOk && mimeOk;
}

/** Adds the picked files to those chosen: wrong type or too large are refused by name, the 4th on by count. */
export function addProofFiles<F extends Pick<File, 'name' | 'type' | 'size'>>(
  chosen: readonly F[],
  picked: readonly F[],
): { files: F[]; problems: FileProblem[] } {
  const files = [...chosen];
  const problems: FileProblem[] = [];
  let overCount = false;
  for (const file of picked) {
    if (!typeOk(file)) problems.push({ key: 'fileType', name: file.name });
    else if (file.size > PROOF_MAX_BYTES) problems.push({ key: 'fileSize', name: file.name });
    else if (files.length >= PROOF_MAX_FILES) overCount = true;
    else files.push(file);
  }
  if (overCount) problems.push({ key: 'fileCount' });
  return { files, problems };
}
