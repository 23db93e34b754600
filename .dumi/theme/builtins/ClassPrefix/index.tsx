import { useLocale } from 'dumi';
import { useEffect, useId, useRef, useState } from 'react';
import './index.less';

const TEXT = {
  'en-US': {
    label: 'Class prefix (prefixCls)',
    invalid: 'Not a class name: the page keeps the last valid prefix.',
    shown: 'The classes and the stylesheet below are written with {prefix}.',
    copy: 'Copy the stylesheet with this prefix',
    copied: 'Stylesheet copied.',
  },
  'zh-CN': {
    label: '类名前缀（prefixCls）',
    invalid: '这不是合法的类名：页面保留上一个有效的前缀。',
    shown: '下方的类名和样式表已改为以 {prefix} 开头。',
    copy: '复制使用此前缀的样式表',
    copied: '样式表已复制。',
  },
};

type Module = typeof import('@site/client/docs/classPrefix');

/**
 * `<ClassPrefix></ClassPrefix>` on /classes: a field that writes the page's class names and its
 * stylesheet with another `prefixCls`. The prerendered page says `rc-table`; the code that rewrites
 * it loads when the reader first types.
 */
export default function ClassPrefix() {
  const text = TEXT[useLocale().id === 'zh-CN' ? 'zh-CN' : 'en-US'];
  const id = useId();
  const [value, setValue] = useState('rc-table');
  const [status, setStatus] = useState('');
  const module = useRef<Module | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (value === 'rc-table' && !module.current) return undefined;
    let current = true;
    import('@site/client/docs/classPrefix').then(
      (loaded) => {
        module.current = loaded;
        if (!current) return;
        if (!loaded.isPrefix(value)) {
          setStatus(text.invalid);
          return;
        }
        const root = box.current?.closest('.dumi-default-content') ?? document.body;
        loaded.rewritePrefix(root, value);
        setStatus(value === 'rc-table' ? '' : text.shown.replace('{prefix}', value));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value, text]);

  const copy = async () => {
    const loaded = module.current ?? (await import('@site/client/docs/classPrefix'));
    const prefix = loaded.isPrefix(value) ? value : 'rc-table';
    await navigator.clipboard.writeText(loaded.stylesheetWith(prefix));
    setStatus(text.copied);
  };

  return (
    <div className="site-class-prefix" ref={box}>
      <label htmlFor={id}>{text.label}</label>
      <input
        id={id}
        type="text"
        value={value}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        onChange={(event) => setValue(event.target.value.trim())}
      />
      <button type="button" onClick={() => void copy()}>
        {text.copy}
      </button>
      <p role="status">{status}</p>
    </div>
  );
}
