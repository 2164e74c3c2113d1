import { UploadOutlined } from '@ant-design/icons';
import { adminImageUpload } from '@wayfare/contracts';
import { App, Button, Image, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { t } from '@/i18n';
import { ApiError, upload } from '@/lib/api';

/**
 * An image of the catalogue or the home, as a form field: the current image, an upload button (the server checks
 * the kind and size and answers the public path) and the path itself, for the platform's own demo images.
 */
export function ImageField({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange?: (path: string) => void;
  testId?: string;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start">
      {value ? (
        <Image
          src={value}
          alt={t('banners.image')}
          width={96}
          height={64}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      ) : (
        <div style={{ width: 96, height: 64, background: '#f5f5f5', borderRadius: 6 }} />
      )}
      <Space direction="vertical" size={4}>
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp"
          showUploadList={false}
          customRequest={async ({ file, onSuccess, onError }) => {
            setBusy(true);
            try {
              const stored = await upload(adminImageUpload, file as File, (file as File).name || 'image');
              onChange?.(stored.url);
              onSuccess?.(stored);
            } catch (err) {
              message.error(err instanceof ApiError ? err.message : String(err));
              onError?.(err as Error);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid={testId ? `${testId}-upload` : undefined}>
            {t('image.upload')}
          </Button>
        </Upload>
        <Input
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder="/uploads/catalog/..."
          style={{ width: 320 }}
          data-testid={testId}
        />
      </Space>
    </Space>
  );
}
