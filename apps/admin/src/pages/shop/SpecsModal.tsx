import { adminProductSpecs, type adminShopMenu, type ResponseOf } from '@wayfare/contracts';
import { App, Button, Card, Checkbox, Form, Input, Modal, Segmented, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { type AdminLocale, LOCALES, t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { amountRule, toMajorText, toMinor } from '@/lib/money-input';

type Product = ResponseOf<typeof adminShopMenu>['products'][number];
type Names = Record<AdminLocale, string>;
type OptionDraft = { name: Names; price: string; hidden: boolean; saved: boolean };
type GroupDraft = {
  name: Names;
  required: boolean;
  multiple: boolean;
  hidden: boolean;
  saved: boolean;
  options: OptionDraft[];
};

const namesOf = (text: Record<string, string>) => Object.fromEntries(LOCALES.map((l) => [l, text[l] ?? ''])) as Names;
const emptyNames = () => namesOf({});

/** The same fields in every locale; only the chosen locale's are shown (the others stay in the form). */
function NameInputs({ path, locale, label }: { path: (string | number)[]; locale: AdminLocale; label: string }) {
  return (
    <>
      {LOCALES.map((l) => (
        <Form.Item
          key={l}
          name={[...path, l]}
          label={`${label} · ${t(`locale.${l}`)}`}
          hidden={l !== locale}
          rules={l === 'en' ? [{ required: true, whitespace: true, message: t('form.required') }] : []}
          style={{ marginBottom: 8, minWidth: 240 }}
        >
          <Input maxLength={60} />
        </Form.Item>
      ))}
    </>
  );
}

/**
 * A dish's option groups (Size, Spice, Add-ons): each with names in five locales, required / multiple
 * choice, and options with the price they add in the shop's currency. Saved groups and options are never
 * removed, only hidden (orders name them by their stored place, `at`); new ones may be dropped before saving.
 */
export function SpecsModal({ product, onClose }: { product: Product | null; onClose: (saved: boolean) => void }) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ groups: GroupDraft[] }>();
  const [locale, setLocale] = useState<AdminLocale>('en');
  const unit = product?.unit ?? 'USD';

  useEffect(() => {
    if (!product) return;
    setLocale('en');
    form.setFieldsValue({
      groups: product.specs.map((g) => ({
        name: namesOf(g.name),
        required: g.required,
        multiple: g.multiple,
        hidden: g.hidden,
        saved: true,
        options: g.options.map((o) => ({
          name: namesOf(o.name),
          price: toMajorText(o.price, unit),
          hidden: o.hidden,
          saved: true,
        })),
      })),
    });
  }, [product, form, unit]);

  const save = async () => {
    if (!product) return;
    let values: { groups: GroupDraft[] };
    try {
      values = await form.validateFields();
    } catch {
      message.error(t('specs.check_fields'));
      return;
    }
    try {
      await call(adminProductSpecs, {
        pid: product.pid,
        groups: (values.groups ?? []).map((g) => ({
          name: g.name,
          required: g.required,
          multiple: g.multiple,
          hidden: g.hidden,
          options: g.options.map((o) => ({ name: o.name, price: toMinor(o.price, unit), hidden: o.hidden })),
        })),
      });
      message.success(t('common.saved'));
      onClose(true);
    } catch (err) {
      modal.error({ title: t('common.not_applied'), content: err instanceof ApiError ? err.message : String(err) });
    }
  };

  return (
    <Modal
      open={product !== null}
      width={900}
      title={product ? t('specs.title', { name: product.name.en ?? product.pid }) : ''}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={save}
      onCancel={() => onClose(false)}
      forceRender
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <span>{t('specs.editing_locale')}</span>
          <Segmented<AdminLocale>
            value={locale}
            onChange={setLocale}
            options={LOCALES.map((l) => ({ value: l, label: t(`locale.${l}`) }))}
          />
        </Space>
        <Form form={form} name="specs" layout="vertical">
          <Form.List name="groups">
            {(groups, { add: addGroup, remove: removeGroup }) => (
              <Space direction="vertical" style={{ width: '100%' }}>
                {groups.map((g) => {
                  const saved = Boolean(form.getFieldValue(['groups', g.name, 'saved']));
                  return (
                    <Card
                      key={g.key}
                      size="small"
                      data-testid="spec-group-card"
                      title={`${t('specs.group')} ${g.name + 1}`}
                      extra={
                        <Space>
                          <Form.Item name={[g.name, 'required']} valuePropName="checked" noStyle>
                            <Checkbox>{t('specs.required')}</Checkbox>
                          </Form.Item>
                          <Form.Item name={[g.name, 'multiple']} valuePropName="checked" noStyle>
                            <Checkbox>{t('specs.multiple')}</Checkbox>
                          </Form.Item>
                          {saved ? (
                            <Form.Item name={[g.name, 'hidden']} valuePropName="checked" noStyle>
                              <Checkbox>{t('shop.menu.hidden')}</Checkbox>
                            </Form.Item>
                          ) : (
                            <Button size="small" onClick={() => removeGroup(g.name)}>
                              {t('specs.remove')}
                            </Button>
                          )}
                        </Space>
                      }
                    >
                      <NameInputs path={[g.name, 'name']} locale={locale} label={t('specs.group_name')} />
                      <Form.List name={[g.name, 'options']}>
                        {(options, { add: addOption, remove: removeOption }) => (
                          <>
                            {options.map((o) => {
                              const optionSaved = Boolean(
                                form.getFieldValue(['groups', g.name, 'options', o.name, 'saved']),
                              );
                              return (
                                <Space key={o.key} align="end" wrap style={{ display: 'flex' }}>
                                  <NameInputs path={[o.name, 'name']} locale={locale} label={t('specs.option')} />
                                  <Form.Item
                                    name={[o.name, 'price']}
                                    label={t('specs.price', { unit })}
                                    rules={[amountRule(unit)]}
                                    style={{ marginBottom: 8 }}
                                  >
                                    <Input inputMode="decimal" addonAfter={unit} style={{ width: 160 }} />
                                  </Form.Item>
                                  {optionSaved ? (
                                    <Form.Item
                                      name={[o.name, 'hidden']}
                                      valuePropName="checked"
                                      style={{ marginBottom: 8 }}
                                    >
                                      <Checkbox>{t('shop.menu.hidden')}</Checkbox>
                                    </Form.Item>
                                  ) : (
                                    <Form.Item style={{ marginBottom: 8 }}>
                                      <Button onClick={() => removeOption(o.name)}>{t('specs.remove')}</Button>
                                    </Form.Item>
                                  )}
                                </Space>
                              );
                            })}
                            <div>
                              <Button
                                size="small"
                                onClick={() =>
                                  addOption({ name: emptyNames(), price: '0', hidden: false, saved: false })
                                }
                              >
                                {t('specs.add_option')}
                              </Button>
                            </div>
                          </>
                        )}
                      </Form.List>
                    </Card>
                  );
                })}
                {groups.length === 0 && <Tag>{t('specs.none')}</Tag>}
                <Button
                  type="dashed"
                  data-testid="spec-group-add"
                  onClick={() =>
                    addGroup({
                      name: emptyNames(),
                      required: false,
                      multiple: false,
                      hidden: false,
                      saved: false,
                      options: [{ name: emptyNames(), price: '0', hidden: false, saved: false }],
                    })
                  }
                >
                  {t('specs.add_group')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form>
      </Space>
    </Modal>
  );
}
