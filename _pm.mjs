import { loadPyodide } from "pyodide";
import { readFileSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
const py = await loadPyodide();
function copyDir(src, dst) {
  py.FS.mkdirTree(dst);
  for (const n of readdirSync(src)) {
    const s = join(src, n), d = dst + "/" + n;
    if (statSync(s).isDirectory()) copyDir(s, d); else py.FS.writeFile(d, readFileSync(s));
  }
}
copyDir("/tmp/exp/pmx/python_minifier", "/pm/python_minifier");
py.FS.writeFile("/tmp/in.zip", new Uint8Array(readFileSync("/tmp/exp/sel.zip")));
const cfg = process.argv[2];
const r = py.runPython(`
import sys; sys.path.insert(0, '/pm')
import python_minifier, zipfile, time
cfg = ${cfg}
t = time.time(); fails = []
zin = zipfile.ZipFile('/tmp/in.zip'); zout = zipfile.ZipFile('/tmp/out.zip', 'w')
for info in zin.infolist():
    data = zin.read(info)
    if info.filename.endswith('.py'):
        try:
            data = python_minifier.minify(data.decode(), filename=info.filename, **cfg).encode()
        except Exception as e:
            fails.append((info.filename, repr(e)[:100]))
    zout.writestr(zipfile.ZipInfo(info.filename, info.date_time), data)
zout.close()
str((time.time()-t, fails))
`);
console.log(r);
writeFileSync(process.argv[3], py.FS.readFile("/tmp/out.zip"));
