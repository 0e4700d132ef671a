# An independent reference for the golden vectors in engine/src/rng.rs: ChaCha8 with
# rand_core's PCG32 seed expansion, Lemire's unbiased `below`, and our Fisher-Yates.
# Run: python3 engine/tests/data/rng_reference.py
import struct
M=2**64
def pcg32(state):
    MUL=6364136223846793005; INC=11634580027462260723
    state=(state*MUL+INC)%M
    xs=(((state>>18)^state)>>27)&0xffffffff
    rot=state>>59
    x=((xs>>rot)|(xs<<((32-rot)&31)))&0xffffffff
    return state, struct.pack('<I',x)
def seed_from_u64(s):
    out=b''
    for _ in range(8):
        s,b=pcg32(s); out+=b
    return out
def rotl(v,c): return ((v<<c)&0xffffffff)|(v>>(32-c))
def qr(x,a,b,c,d):
    x[a]=(x[a]+x[b])&0xffffffff; x[d]=rotl(x[d]^x[a],16)
    x[c]=(x[c]+x[d])&0xffffffff; x[b]=rotl(x[b]^x[c],12)
    x[a]=(x[a]+x[b])&0xffffffff; x[d]=rotl(x[d]^x[a],8)
    x[c]=(x[c]+x[d])&0xffffffff; x[b]=rotl(x[b]^x[c],7)
def block(key,counter):
    st=[0x61707865,0x3320646e,0x79622d32,0x6b206574]+list(struct.unpack('<8I',key))+[counter&0xffffffff,counter>>32,0,0]
    x=st[:]
    for _ in range(4):
        qr(x,0,4,8,12);qr(x,1,5,9,13);qr(x,2,6,10,14);qr(x,3,7,11,15)
        qr(x,0,5,10,15);qr(x,1,6,11,12);qr(x,2,7,8,13);qr(x,3,4,9,14)
    return [(a+b)&0xffffffff for a,b in zip(x,st)]
def words(seed,n):
    key=seed_from_u64(seed); out=[]; c=0
    while len(out)<n: out+=block(key,c); c+=1
    return out[:n]
print(words(42,4))
# below via Lemire
class R:
    def __init__(s,seed): s.w=words(seed,1000); s.i=0
    def u32(s): v=s.w[s.i]; s.i+=1; return v
    def below(s,n):
        t=((-n)%(2**32))%n
        while True:
            p=s.u32()*n
            if (p&0xffffffff)>=t: return p>>32
r=R(7); print([1+r.below(6) for _ in range(12)], [1+r.below(20) for _ in range(6)])
r=R(2024); d=list(range(10))
for i in range(9,0,-1):
    j=r.below(i+1); d[i],d[j]=d[j],d[i]
print(d)
