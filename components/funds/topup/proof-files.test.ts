import { describe, expect, it } from 'vitest';
import { addProofFiles, PROOF_ACCEPT } from './proof-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const MB = 1024 * 1024;

describe('addProofFiles', () => {
  it('takes png, gif, jpg and jpeg (by extension and type)', () => {
    const picked = [file('a.png', 'image/png'), file('b.GIF', 'image/gif'), file('c.jpeg', '')];
    expect(addProofFiles([], picked)).toEqual({ files: picked, problems: [] });
  });

  it('refuses other types by name, even when only the extension or only the type is wrong', () => {
    const { files, problems } = addProofFiles(
      [],
      [file('a.pdf', 'application/pdf'), file('b.png', 'application/pdf'), file('c.webp', 'image/webp'), file('png', 'image/png')],
    );
    expect(files).toEqual([]);
    expect(problems).toEqual([
      { key: 'fileType', name: 'a.pdf' },
      { key: 'fileType', name: 'b.png' },
      { key: 'fileType', name: 'c.webp' },
      { key: 'fileType', name: 'png' },
    ]);
  });

  it('refuses a file over 5 MB and keeps one of exactly 5 MB', () => {
    const { files, problems } = addProofFiles([], [file('big.jpg', 'image/jpeg', 5 * MB + 1), file('ok.jpg', 'image/jpeg', 5 * MB)]);
    expect(files.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(problems).toEqual([{ key: 'fileSize', name: 'big.jpg' }]);
  });

  it('keeps at most 3 and says so once', () => {
    const chosen = [file('1.png', 'image/png'), file('2.png', 'image/png')];
    const { files, problems } = addProofFiles(chosen, [file('3.png', 'image/png'), file('4.png', 'image/png'), file('5.png', 'image/png')]);
    expect(files.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(problems).toEqual([{ key: 'fileCount' }]);
  });

  it('accepts the same list in the file input', () => {
    expect(PROOF_ACCEPT).toBe('.png,.gif,.jpg,.jpeg,image/png,image/gif,image/jpeg');
  });
});
