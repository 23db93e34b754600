import { useState } from 'react';
import Table from 'rc-table';

interface RecordType {
  key: string;
  name: string;
}

const data: RecordType[] = [{ key: '1', name: 'A row that renders until the button is pressed' }];

/** Throws while rendering once `crashed` is set: what a broken demo looks like to the site. */
function Crasher({ crashed }: { crashed: boolean }) {
  if (crashed) throw new Error('The crash demo failed on purpose.');
  return (
    <Table<RecordType> columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]} data={data} />
  );
}

/** Debug-only fixture (docs/demo/crash.md): a demo that crashes on request. */
const App = () => {
  const [crashed, setCrashed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCrashed(true)}>
        Crash this demo
      </button>
      <Crasher crashed={crashed} />
    </>
  );
};

export default App;
