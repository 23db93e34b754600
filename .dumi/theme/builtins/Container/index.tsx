import { ReactComponent as IconSuccess } from '@ant-design/icons-svg/inline-svg/outlined/check-circle.svg';
import { ReactComponent as IconError } from '@ant-design/icons-svg/inline-svg/outlined/close-circle.svg';
import { ReactComponent as IconInfo } from '@ant-design/icons-svg/inline-svg/outlined/info-circle.svg';
import { ReactComponent as IconWarning } from '@ant-design/icons-svg/inline-svg/outlined/warning.svg';
import { useIntl } from 'dumi';
import 'dumi/theme-default/builtins/Container/index.less';
import React, { type ReactNode } from 'react';
import './index.less';

const ICONS = { info: IconInfo, warning: IconWarning, success: IconSuccess, error: IconError };

/** A `:::warning` callout as dumi draws it, titled by a paragraph: an `<h4>` breaks the outline. */
const Container: React.FC<{ type: keyof typeof ICONS; title?: string; children?: ReactNode }> = ({
  type,
  title,
  children,
}) => {
  const intl = useIntl();
  const Icon = ICONS[type] ?? IconInfo;
  return (
    <div className="dumi-default-container markdown" data-type={type}>
      <Icon aria-hidden="true" focusable="false" />
      <p className="site-container-title">
        <strong>{title || intl.formatMessage({ id: `container.${type}` })}</strong>
      </p>
      <section>{children}</section>
    </div>
  );
};

export default Container;
