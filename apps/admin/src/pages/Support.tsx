import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSupportInbox, adminSupportMessages, adminSupportReply, type ChatMessage } from '@wayfare/contracts';
import { Alert, App, Avatar, Badge, Button, Card, Col, Empty, Input, List, Row, Space, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { t } from '@/i18n';
import { ApiError, call } from '@/lib/api';
import { when } from '@/lib/format';
import { usePollWhileDown } from '@/lib/live';

const newClientId = () => `op-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** What a message shows in the inbox and the thread (cards and files by their kind). */
function textOf(m: ChatMessage): string {
  switch (m.kind) {
    case 'text':
      return m.content;
    case 'image':
      return t('support.kind.image');
    case 'file':
      return `${t('support.kind.file')} ${m.file.name}`;
    case 'order':
      return `${t('support.kind.order')} #${m.order.oid}`;
    case 'pay_request':
      return `${t('support.kind.pay_request')} #${m.payRequest.pid}`;
    case 'system':
      // Notices the server wrote (support's instant acknowledgement) read in the operator's language.
      return m.notice.title === 'chat.support.ack'
        ? t('support.notice.ack', m.notice.params)
        : m.content || t('support.kind.notice');
  }
}

/**
 * The support inbox (support, admin): every user's support conversation, newest first, with unread counts;
 * opening one reads it, and the answer goes out as "Support" to the user's chat, live.
 */
export function SupportPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const inbox = useQuery({
    queryKey: ['support-inbox', page],
    queryFn: () => call(adminSupportInbox, { page, pageSize: 20 }),
    // A new message in any support chat is pushed over the back office's socket; polled only while it is down.
    refetchInterval: usePollWhileDown(),
  });
  const current = inbox.data?.list.find((c) => c.chatGroup_id === open) ?? null;
  return (
    <Row gutter={16}>
      <Col span={9}>
        <Card
          title={
            <Space>
              {t('nav.support')}
              <Badge count={inbox.data?.totalUnread ?? 0} data-testid="support-unread-total" />
            </Space>
          }
        >
          {inbox.error && <Alert type="error" title={inbox.error.message} />}
          <List
            loading={inbox.isLoading}
            dataSource={inbox.data?.list ?? []}
            locale={{ emptyText: <Empty description={t('support.empty')} /> }}
            pagination={
              (inbox.data?.total ?? 0) > 20
                ? { current: page, pageSize: 20, total: inbox.data?.total ?? 0, onChange: setPage, size: 'small' }
                : false
            }
            renderItem={(c) => (
              <List.Item
                key={c.chatGroup_id}
                data-testid={`support-conv-${c.chatGroup_id}`}
                onClick={() => setOpen(c.chatGroup_id)}
                style={{
                  cursor: 'pointer',
                  paddingInline: 8,
                  background: c.chatGroup_id === open ? '#fff7e6' : undefined,
                }}
                extra={<Badge count={c.unread} />}
              >
                <List.Item.Meta
                  avatar={
                    <Avatar src={c.peer?.head || undefined} alt={c.peer?.name ?? ''}>
                      {(c.peer?.name ?? '?').slice(0, 1)}
                    </Avatar>
                  }
                  title={
                    <Space>
                      <span>{c.peer?.name || c.name}</span>
                      <Typography.Text type="secondary">#{c.peer?._id}</Typography.Text>
                    </Space>
                  }
                  description={
                    <Space orientation="vertical" size={0}>
                      <Typography.Text ellipsis style={{ maxWidth: 300 }}>
                        {c.lastMessage ? textOf(c.lastMessage) : '—'}
                      </Typography.Text>
                      <Typography.Text type="secondary">{when(c.updatedAt)}</Typography.Text>
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col span={15}>
        {current ? (
          <Thread
            key={current.chatGroup_id}
            groupId={current.chatGroup_id}
            userId={current.peer?._id ?? null}
            name={current.peer?.name || current.name}
          />
        ) : (
          <Card>
            <Empty description={t('support.pick')} />
          </Card>
        )}
      </Col>
    </Row>
  );
}

function Thread({ groupId, userId, name }: { groupId: string; userId: string | null; name: string }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const thread = useQuery({
    queryKey: ['support-thread', groupId],
    queryFn: () => call(adminSupportMessages, { chatGroup_id: groupId, limt: 100 }),
    refetchInterval: usePollWhileDown(),
  });
  const messages = thread.data?.list ?? [];
  const lastId = messages[messages.length - 1]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  // Reading the conversation clears its unread count in the inbox.
  useEffect(() => {
    if (thread.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: ['support-inbox'] });
  }, [thread.dataUpdatedAt, queryClient]);

  const send = async () => {
    const content = text.trim();
    if (!content) return;
    setSending(true);
    try {
      await call(adminSupportReply, { chatGroup_id: groupId, content, clientId: newClientId() });
      setText('');
      await queryClient.invalidateQueries({ queryKey: ['support-thread', groupId] });
      await queryClient.invalidateQueries({ queryKey: ['support-inbox'] });
    } catch (err) {
      message.error(err instanceof ApiError ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      title={name}
      extra={userId && <Link to={`/users/${userId}`}>{t('support.user_record')}</Link>}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}
    >
      {thread.error && <Alert type="error" title={thread.error.message} />}
      <div
        data-testid="support-thread"
        style={{ height: 460, overflowY: 'auto', background: '#fafafa', padding: 12, borderRadius: 6 }}
      >
        {messages.map((m) => {
          const mine = m.senderId !== userId && m.kind !== 'system';
          return (
            <div
              key={m.id}
              style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', marginBottom: 8 }}
            >
              <div
                style={{
                  maxWidth: '70%',
                  background: mine ? token.colorPrimary : '#fff',
                  color: mine ? '#fff' : undefined,
                  border: mine ? undefined : '1px solid #f0f0f0',
                  borderRadius: 8,
                  padding: '6px 10px',
                }}
              >
                <div style={{ whiteSpace: 'pre-wrap' }}>{textOf(m)}</div>
                <div style={{ fontSize: 11, opacity: mine ? 1 : 0.75 }}>
                  {mine || m.kind === 'system' ? t('support.as_support') : m.sender?.name} · {when(m.createdAt)}
                </div>
              </div>
            </div>
          );
        })}
        <div ref={bottom} />
      </div>
      <Space.Compact style={{ width: '100%' }}>
        <Input.TextArea
          data-testid="support-reply"
          aria-label={t('support.reply')}
          placeholder={t('support.reply_placeholder')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <Button type="primary" loading={sending} disabled={!text.trim()} onClick={() => void send()}>
          {t('support.send')}
        </Button>
      </Space.Compact>
    </Card>
  );
}
