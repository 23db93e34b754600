import { useIntl, useSiteData } from 'dumi';
import 'dumi/theme-default/slots/ColorSwitch/index.less';
import React, { useEffect, useState } from 'react';
import {
  COLOR_MODES,
  followSystemColors,
  setColorPreference,
  storedColorPreference,
  type ColorPreference,
} from '@site/client/site/colorMode';

const ICON_PATHS: Record<ColorPreference, string> = {
  light:
    'M8 13a1 1 0 0 1 1 1v1a1 1 0 1 1-2 0v-1a1 1 0 0 1 1-1Zm0-10a1 1 0 0 1-1-1V1a1 1 0 1 1 2 0v1a1 1 0 0 1-1 1Zm7 4a1 1 0 1 1 0 2h-1a1 1 0 1 1 0-2h1ZM3 8a1 1 0 0 1-1 1H1a1 1 0 1 1 0-2h1a1 1 0 0 1 1 1Zm5-4a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 6.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z',
  dark: 'M8.2 1.5a6.5 6.5 0 1 1-6.2 9h.2A6.5 6.5 0 0 0 8.2 1.5ZM8.2 0c-.5 0-.9.2-1.2.6-.3.4-.3.9-.1 1.4.3.6.4 1.3.4 2 0 2.8-2.3 5.1-5.1 5.1h-.2c-.5 0-.9.2-1.2.6-.3.4-.3.9-.1 1.4A8 8 0 1 0 8.2 0Z',
  auto: 'M14.6 8A6.6 6.6 0 1 1 1.4 8a6.6 6.6 0 0 1 13.2 0ZM8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0Zm0 2v12a6 6 0 0 0 0-12Z',
};

/**
 * dumi's colour-mode switch with an accessible name. It shows the default until hydrated, so that a
 * stored choice causes no mismatch (the head script has already set the page's colours).
 */
const ColorSwitch: React.FC = () => {
  const intl = useIntl();
  const { themeConfig } = useSiteData();
  const [preference, setPreference] = useState<ColorPreference | null>(null);
  useEffect(() => {
    setPreference(storedColorPreference());
    return followSystemColors();
  }, []);
  const value = preference ?? ((themeConfig.prefersColor?.default as ColorPreference) || 'light');
  const label = intl.formatMessage({ id: 'header.color.mode.label' });
  return (
    <span
      className="dumi-default-color-switch"
      data-dumi-tooltip={intl.formatMessage({ id: `header.color.mode.${value}` })}
      data-dumi-tooltip-bottom
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d={ICON_PATHS[value as ColorPreference]} />
      </svg>
      <select
        aria-label={label}
        value={value}
        onChange={(event) => {
          const next = event.target.value as ColorPreference;
          setColorPreference(next);
          setPreference(next);
        }}
        onClick={(event) => event.stopPropagation()}
      >
        {COLOR_MODES.map((mode) => (
          <option value={mode} key={mode}>
            {intl.formatMessage({ id: `header.color.mode.${mode}` })}
          </option>
        ))}
      </select>
    </span>
  );
};

export default ColorSwitch;
